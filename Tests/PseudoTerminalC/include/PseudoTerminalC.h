// Opens a pseudo-terminal for the tests, through POSIX's posix_openpt, which glibc declares only under
// _XOPEN_SOURCE and so Swift's Glibc module does not show; openpty would need a different header and
// library on each platform.
#ifndef QUESTIONS_PSEUDO_TERMINAL_C_H
#define QUESTIONS_PSEUDO_TERMINAL_C_H

/// Opens a new pair: `screen`, the side a terminal emulator holds, and `terminal`, the side a program
/// reads and writes, neither becoming the caller's controlling terminal. Returns 0, or -1 with errno set.
int questions_open_pseudo_terminal(int *_Nonnull screen, int *_Nonnull terminal);

#endif
