// The interface between `questions` and its live networking library (Sources/LiveNetworking).
//
// The app opens the library with dlopen only in live mode, so that an offline
// start never maps FoundationNetworking, libcurl and the TLS libraries
// (docs/PERFORMANCE.md). Everything that crosses is plain C, so that no Swift
// type is shared between the two images.
#ifndef QUESTIONS_NETWORKING_H
#define QUESTIONS_NETWORKING_H

#include <stddef.h>
#include <stdint.h>

/// How a GET ended.
typedef enum __attribute__((enum_extensibility(closed))) QuestionsFetchOutcome : int32_t {
    /// A response came: `status` and the whole (inflated) body in `bytes`.
    QuestionsFetchOutcomeResponse = 0,
    /// Nothing came within the time limit.
    QuestionsFetchOutcomeTimedOut = 1,
    /// The host could not be reached; `bytes` says how, in UTF-8.
    QuestionsFetchOutcomeUnreachable = 2,
    /// What came is not a whole, readable response; `bytes` says what, in UTF-8.
    QuestionsFetchOutcomeBadResponse = 3,
    /// The app cancelled the GET (`questions_networking_cancel`) before it ended; the connection is
    /// dropped, and `bytes` is NULL.
    QuestionsFetchOutcomeCancelled = 4,
} QuestionsFetchOutcome;

/// Called exactly once when a GET ends, on any thread, a cancelled GET included. `bytes` lives only during
/// the call. `status` is the HTTP status of a response, and 0 for every other outcome. After a time-out
/// or a cancel `bytes` is NULL and `count` 0.
typedef void (*QuestionsFetchCompletion)(
    void *_Nullable context, QuestionsFetchOutcome outcome, int32_t status, const uint8_t *_Nullable bytes,
    size_t count);

/// `questions_networking_open`: a new session (an ephemeral URLSession), to pass to the other two.
typedef void *_Nonnull (*QuestionsNetworkingOpen)(void);

/// `questions_networking_get`: sends GET `url` on `session`, waits at most `timeout` seconds, then calls
/// `completion(context, …)`. It returns at once, with the GET's number on `session` (never 0), for
/// `questions_networking_cancel`.
typedef uint64_t (*QuestionsNetworkingGet)(
    void *_Nonnull session, const char *_Nonnull url, double timeout, void *_Nullable context,
    QuestionsFetchCompletion _Nonnull completion);

/// `questions_networking_cancel`: cancels GET number `request` of `session` if it is still under way: its
/// connection is dropped and its completion comes with `QuestionsFetchOutcomeCancelled` (once, as
/// always; perhaps before this returns). A GET that has ended, or a number never handed out, is left
/// alone. It returns at once.
typedef void (*QuestionsNetworkingCancel)(void *_Nonnull session, uint64_t request);

/// `questions_networking_close`: ends a session once no GET on it is under way. It returns once the last
/// completion has returned, so that no completion comes after it.
typedef void (*QuestionsNetworkingClose)(void *_Nonnull session);

#endif
