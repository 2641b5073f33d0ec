import PortabilityRules
import Testing

/// Rule 5: a glibc-only symbol of C sits in a branch whose condition names `__GLIBC__` or `__linux__`.
@Suite("Glibc-only symbols in C")
struct GlibcSymbolTests {
    @Test("catches a glibc entry point outside any group")
    func catchesAnUnguardedSymbol() {
        let file = """
            #include <stddef.h>

            extern void *__libc_malloc(size_t);
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file) == [.glibcSymbolOutsideGuard])
    }

    @Test("passes a glibc entry point in an #if defined(__GLIBC__) branch")
    func passesAGlibcBranch() {
        let file = """
            #if defined(__GLIBC__)
            extern void *__libc_malloc(size_t);
            static long usable(void *p) { return (long)malloc_usable_size(p); }
            #endif
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file).isEmpty)
    }

    @Test("passes a glibc-only symbol in an #ifdef __linux__ branch of a header")
    func passesALinuxBranch() {
        let file = """
            #ifdef __linux__
            int cpu(void) { return sched_getcpu(); }
            #endif
            """

        #expect(brokenRules(in: "Tools/A/include/Counter.h", file).isEmpty)
    }

    @Test("catches a glibc entry point in an #ifndef __GLIBC__ branch")
    func catchesAnIfndefBranch() {
        let file = """
            #ifndef __GLIBC__
            extern void *__libc_malloc(size_t);
            #endif
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file) == [.glibcSymbolOutsideGuard])
    }

    @Test("catches a glibc entry point in an #if !defined(__GLIBC__) branch or an #else")
    func catchesNegatedBranches() {
        let file = """
            #if !defined(__GLIBC__)
            extern void __libc_free(void *);
            #endif
            #if defined(__GLIBC__)
            #else
            struct mallinfo2 info;
            #endif
            """

        #expect(
            brokenRules(in: "Tools/A/Counter.c", file) == [
                .glibcSymbolOutsideGuard, .glibcSymbolOutsideGuard,
            ])
    }

    @Test("passes a glibc entry point in a comment")
    func passesComments() {
        let file = """
            /* Forwards to __libc_malloc and
               __libc_free. */
            // malloc_usable_size counts the block.
            void *counted(void *p);
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file).isEmpty)
    }

    @Test("passes pthread_setname_np, which macOS has too")
    func passesPortableSymbols() {
        let file = """
            static void name(void) { pthread_setname_np(pthread_self(), "worker"); }
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file).isEmpty)
    }

    @Test("reads a directive's condition across lines joined by a backslash")
    func readsJoinedDirectives() {
        let file = """
            #if defined(__APPLE__) || \\
                defined(__GLIBC__)
            extern void *__libc_malloc(size_t);
            #endif
            """

        #expect(brokenRules(in: "Tools/A/Counter.c", file).isEmpty)
    }
}
