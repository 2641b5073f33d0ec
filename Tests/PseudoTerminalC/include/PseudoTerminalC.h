// Opens a pseudo-terminal for the tests, through POSIX's posix_openpt, which glibc declares only under
// _XOPEN_SOURCE and so Swift's Glibc module does not show; openpty would need a different header and
// library on each platform.
#ifndef QUESTIONS_PSEUDO_TERMINAL_C_H
#define QUESTIONS_PSEUDO_TERMINAL_C_H

/// Opens a new pair: `screen`, the side a terminal emulator holds, and `terminal`, the side a program
/// reads and writes, neither becoming the caller's controlling terminal. Returns 0, or -1 with errno set.
int questions_open_pseudo_terminal(int *_Nonnull screen, int *_Nonnull terminal);

/// Starts the program at `path` with `arguments` (ending in NULL) and `environment` (ending in NULL) in a
/// session of its own, whose controlling terminal is the program side of the pair whose other side is
/// `screen`: standard input, output and error are that terminal, and the program is in its foreground, as
/// a program a shell starts in a terminal window is. Returns its process id, or -1 with errno set.
///
/// Between fork and exec the child calls only what is safe in a child of a process with threads.
int questions_spawn_on_terminal(
    const char *_Nonnull path, char *_Nullable const *_Nonnull arguments,
    char *_Nullable const *_Nonnull environment, int screen);

/// Starts the program at `path` with `arguments` and `environment` (each ending in NULL) as a daemon's
/// parent should: standard input and error on /dev/null, standard output on `output` (or /dev/null when it
/// is -1), every other descriptor closed, no signal blocked and every signal's action the default, so
/// that a server it leaves behind (tmux's) holds nothing of the test's and answers its signals. Returns its
/// process id, or -1 with errno set.
int questions_spawn_detached(
    const char *_Nonnull path, char *_Nullable const *_Nonnull arguments,
    char *_Nullable const *_Nonnull environment, int output);

#endif
