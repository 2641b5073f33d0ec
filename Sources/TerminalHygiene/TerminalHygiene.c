#include "TerminalHygiene.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// Everything a handler reads is written before the handlers are installed, and never changed after.
static int settings_fd = -1;
static int output_fd = -1;
static struct termios saved_settings;
static char restore_bytes[256];
static size_t restore_count = 0;
// The wake pipe's write end while the handlers are installed, else -1; and how many handlers are running
// now, on any thread. Lock-free atomics, safe in a handler: removing the handlers waits until none runs,
// so the caller may close the pipe (and change the settings) at once after.
static atomic_int wake_fd = -1;
static atomic_int handlers_running = 0;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "a handler may only use lock-free atomics");

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
static const int ending_signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
static const int waking_signals[] = {SIGCONT, SIGWINCH};
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

// The handlers found at install time, by signal number, put back on the way out; a crash is handed on to
// them. Signal numbers are small on every platform the app runs on.
#define SIGNAL_SLOTS 64
static struct sigaction previous_actions[SIGNAL_SLOTS];
static int installed = 0;

int questions_terminal_save(int settings, int output, const char *restore, size_t count) {
    if (count >= sizeof(restore_bytes)) {
        errno = EINVAL;
        return -1;
    }
    if (tcgetattr(settings, &saved_settings) != 0) return -1;
    memcpy(restore_bytes, restore, count);
    restore_count = count;
    settings_fd = settings;
    output_fd = output;
    return 0;
}

int questions_terminal_enter_raw(void) {
    if (settings_fd < 0) {
        errno = EBADF;
        return -1;
    }
    struct termios raw = saved_settings;
    raw.c_lflag &= ~(tcflag_t)(ISIG | ICANON | ECHO | IEXTEN);
    raw.c_iflag &= ~(tcflag_t)(IXON | ICRNL);
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    int result;
    do {
        result = tcsetattr(settings_fd, TCSANOW, &raw);
    } while (result != 0 && errno == EINTR);
    return result;
}

// Writes the restore bytes whole, looping on partial writes and EINTR; gives up on any other error, as
// there is nothing left to tell.
static void write_restore_bytes(void) {
    size_t done = 0;
    while (done < restore_count) {
        ssize_t written = write(output_fd, restore_bytes + done, restore_count - done);
        if (written > 0) {
            done += (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else {
            return;
        }
    }
}

void questions_terminal_restore(void) {
    if (settings_fd < 0) return;
    int saved_errno = errno;
    write_restore_bytes();
    // TCSADRAIN: the restore bytes reach the terminal before its settings change back.
    while (tcsetattr(settings_fd, TCSADRAIN, &saved_settings) != 0 && errno == EINTR) {
    }
    errno = saved_errno;
}

static void on_crash(int signal_number) {
    atomic_fetch_add(&handlers_running, 1);
    questions_terminal_restore();
    // Hand on: put the previous handler back and raise again. The signal is blocked while this handler
    // runs, so the raise is delivered to the previous handler (or the default action) once this returns;
    // a fault (SEGV, BUS, ILL, FPE) also recurs when its instruction runs again.
    sigaction(signal_number, &previous_actions[signal_number], NULL);
    atomic_fetch_sub(&handlers_running, 1);
    raise(signal_number);
}

static void on_ending(int signal_number) {
    atomic_fetch_add(&handlers_running, 1);
    questions_terminal_restore();
    struct sigaction fallback;
    memset(&fallback, 0, sizeof(fallback));
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal_number, &fallback, NULL);
    atomic_fetch_sub(&handlers_running, 1);
    raise(signal_number);
}

// Called between a handler's count up and down, so the descriptor stays open while it writes.
static void wake(char byte) {
    int fd = atomic_load(&wake_fd);
    if (fd < 0) return;
    int saved_errno = errno;
    // Non-blocking: when the pipe is full, the app has wake bytes enough to read already.
    ssize_t ignored = write(fd, &byte, 1);
    (void)ignored;
    errno = saved_errno;
}

static void on_stop(int signal_number) {
    (void)signal_number;
    atomic_fetch_add(&handlers_running, 1);
    questions_terminal_restore();
    // Stop by the default action, with SIGTSTP unblocked so that it is delivered here and now; the
    // process goes on from this line when it is continued, and puts this handler back.
    struct sigaction stop, mine;
    memset(&stop, 0, sizeof(stop));
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &mine);
    sigset_t tstp;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &tstp, NULL);
    raise(SIGTSTP);
    sigaction(SIGTSTP, &mine, NULL);
    wake(QuestionsTerminalWakeContinued);
    atomic_fetch_sub(&handlers_running, 1);
}

static void on_waking(int signal_number) {
    atomic_fetch_add(&handlers_running, 1);
    wake(signal_number == SIGWINCH ? QuestionsTerminalWakeResized : QuestionsTerminalWakeContinued);
    atomic_fetch_sub(&handlers_running, 1);
}

static int install(int signal_number, void (*handler)(int), int flags) {
    if (signal_number >= SIGNAL_SLOTS) {
        errno = EINVAL;
        return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    // SA_RESTART: a read the app is in goes on after a resize rather than fail with EINTR (poll fails
    // anyway, and its caller loops). SA_ONSTACK for a crash: a stack overflow's handler runs on the
    // alternate stack, when the runtime has set one.
    action.sa_flags = SA_RESTART | flags;
    return sigaction(signal_number, &action, &previous_actions[signal_number]);
}

int questions_terminal_install_handlers(int fd) {
    if (installed) return 0;
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags | O_NONBLOCK) != 0) return -1;
    atomic_store(&wake_fd, fd);
    int failed = 0;
    for (size_t index = 0; index < COUNT(crash_signals); index++) failed |= install(crash_signals[index], on_crash, SA_ONSTACK);
    for (size_t index = 0; index < COUNT(ending_signals); index++)
        failed |= install(ending_signals[index], on_ending, 0);
    for (size_t index = 0; index < COUNT(waking_signals); index++)
        failed |= install(waking_signals[index], on_waking, 0);
    failed |= install(SIGTSTP, on_stop, 0);
    installed = 1;
    if (failed) {
        int saved_errno = errno;
        questions_terminal_remove_handlers();
        errno = saved_errno;
        return -1;
    }
    return 0;
}

static void put_back(const int *signals, size_t count) {
    for (size_t index = 0; index < count; index++) sigaction(signals[index], &previous_actions[signals[index]], NULL);
}

void questions_terminal_remove_handlers(void) {
    if (!installed) return;
    put_back(crash_signals, COUNT(crash_signals));
    put_back(ending_signals, COUNT(ending_signals));
    put_back(waking_signals, COUNT(waking_signals));
    sigaction(SIGTSTP, &previous_actions[SIGTSTP], NULL);
    // A handler that started before its signal's action was put back may still run on another thread:
    // wait for it. One that starts after this store finds no pipe to write to.
    atomic_store(&wake_fd, -1);
    while (atomic_load(&handlers_running) > 0) {
    }
    installed = 0;
}

void questions_terminal_suspend(void) {
    // With the handlers installed, SIGTSTP's gives the terminal back, stops, and wakes the app once
    // continued, whoever sent the signal; without them, the terminal is given back here first.
    // To the whole process group, as the terminal's Ctrl-Z is sent: the job stops, and the shell says so.
    if (!installed) questions_terminal_restore();
    kill(0, SIGTSTP);
}

int questions_terminal_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return -1;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}
