#define _XOPEN_SOURCE 600
#include "PseudoTerminalC.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int questions_open_pseudo_terminal(int *screen, int *terminal) {
    int controller = posix_openpt(O_RDWR | O_NOCTTY);
    if (controller < 0) return -1;
    char *name = NULL;
    if (grantpt(controller) != 0 || unlockpt(controller) != 0 || (name = ptsname(controller)) == NULL) {
        close(controller);
        return -1;
    }
    int program = open(name, O_RDWR | O_NOCTTY);
    if (program < 0) {
        close(controller);
        return -1;
    }
    *screen = controller;
    *terminal = program;
    return 0;
}

int questions_spawn_on_terminal(
    const char *path, char *const *arguments, char *const *environment, int screen) {
    // The terminal's name is read before the fork: ptsname is not safe in the child.
    char *name = ptsname(screen);
    if (name == NULL) return -1;
    char terminal[256];
    size_t length = strlen(name);
    if (length >= sizeof terminal) return -1;
    memcpy(terminal, name, length + 1);
    pid_t child = fork();
    if (child != 0) return child;
    // The child: a session of its own, whose first terminal opened becomes its controlling terminal.
    if (setsid() < 0) _exit(126);
    int descriptor = open(terminal, O_RDWR);
    if (descriptor < 0) _exit(126);
#ifdef TIOCSCTTY
    (void)ioctl(descriptor, TIOCSCTTY, 0);
#endif
    if (dup2(descriptor, 0) < 0 || dup2(descriptor, 1) < 0 || dup2(descriptor, 2) < 0) _exit(126);
    if (descriptor > 2) close(descriptor);
    close(screen);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, arguments, environment);
    _exit(127);
}

int questions_spawn_detached(const char *path, char *const *arguments, char *const *environment, int output) {
    int null = open("/dev/null", O_RDWR);
    if (null < 0) return -1;
    long highest = sysconf(_SC_OPEN_MAX);
    if (highest < 0 || highest > 65536) highest = 65536;
    pid_t child = fork();
    if (child != 0) {
        close(null);
        return child;
    }
    // The child: only what is safe in a child of a process with threads, until exec.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    for (int number = 1; number < 65; number++) {
        if (number != SIGKILL && number != SIGSTOP) (void)sigaction(number, &fallback, NULL);
    }
    if (dup2(null, 0) < 0 || dup2(output >= 0 ? output : null, 1) < 0 || dup2(null, 2) < 0) _exit(126);
    for (long descriptor = 3; descriptor < highest; descriptor++) close((int)descriptor);
    execve(path, arguments, environment);
    _exit(127);
}
