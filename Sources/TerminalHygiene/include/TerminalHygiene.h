// The terminal's settings, saved when the screen front takes the terminal and given back on every way
// out: a normal exit, Ctrl-Z, SIGTERM, SIGHUP, SIGINT, SIGQUIT and a crash.
//
// It is C because a signal handler may call only async-signal-safe functions (write, tcsetattr,
// sigaction, raise): no Swift runtime, no allocation, no lock. Everything a handler needs (the saved
// settings, the bytes that give the screen back, the pipe that wakes the app) is prepared before the
// handlers are installed, in static storage.
#ifndef QUESTIONS_TERMINAL_HYGIENE_H
#define QUESTIONS_TERMINAL_HYGIENE_H

#include <stddef.h>

/// What a signal handler tells the app through the wake pipe, one byte each.
enum {
    /// SIGWINCH: the terminal has a new size.
    QuestionsTerminalWakeResized = 'w',
    /// SIGCONT: the process runs again after a stop (Ctrl-Z, or `kill -STOP` from outside); raw mode and
    /// the whole frame are to be set again.
    QuestionsTerminalWakeContinued = 'c',
};

/// Saves the settings of the terminal open on `settings_fd` (the ones given back on every way out), and
/// the `count` bytes of `restore` (leave the alternate screen, show the cursor, and so on; at most 255)
/// written to `output_fd` before they are set again. Returns 0, or -1 with errno set (not a terminal, or
/// too many bytes). Call it before the other functions.
int questions_terminal_save(int settings_fd, int output_fd, const char *_Nonnull restore, size_t count);

/// Puts the terminal in raw mode, from the saved settings: no signals from keys (ISIG), no line editing
/// (ICANON), no echo, no IEXTEN, no XON/XOFF (IXON), CR not turned into NL (ICRNL); a read returns after
/// one byte (VMIN 1, VTIME 0). Returns 0, or -1 with errno set.
int questions_terminal_enter_raw(void);

/// Gives the terminal back: writes the restore bytes, then sets the saved settings. Safe in a signal
/// handler; doing it twice does no harm.
void questions_terminal_restore(void);

/// Installs the handlers: a crash signal (SEGV, BUS, ILL, TRAP, ABRT, FPE) gives the terminal back and
/// hands on to the handler that was there before (or the default, which ends the process); SIGTERM,
/// SIGHUP, SIGINT and SIGQUIT give it back and end the process by the signal; SIGTSTP gives it back and
/// stops the process; SIGCONT and SIGWINCH write a wake byte to `wake_fd` (made non-blocking here).
/// Returns 0, or -1 with errno set.
int questions_terminal_install_handlers(int wake_fd);

/// Puts back the handlers that were there before `questions_terminal_install_handlers`, and returns once
/// no handler of this file runs on any thread: the caller may then close the wake pipe.
void questions_terminal_remove_handlers(void);

/// Ctrl-Z, typed in raw mode where it is a key: gives the terminal back and stops the process, as the
/// terminal would have; returns once the process is continued (with the handlers installed, a wake byte
/// then says so).
void questions_terminal_suspend(void);

/// The size of terminal `fd` in columns and rows; returns 0, or -1 when it cannot be told.
int questions_terminal_size(int fd, int *_Nonnull columns, int *_Nonnull rows);

#endif
