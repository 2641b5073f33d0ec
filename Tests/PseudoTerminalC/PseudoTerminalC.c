#define _XOPEN_SOURCE 600
#include "PseudoTerminalC.h"

#include <fcntl.h>
#include <stdlib.h>
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
