/// The text of `--help`, and the usage after a bad option.
enum Usage {
    /// What follows a bad option's one line of error: the usage line and where the options are, short
    /// enough that the error stays on the screen.
    static let afterError = [
        "Usage: questions [options] [URL]",
        "Run 'questions --help' for the options.",
    ]

    /// The text of `--help`.
    static let lines = [
        "Usage: questions [options] [URL]",
        "",
        "Reads a Stack Exchange site's top questions in the terminal, built once per",
        "architecture (MVC, MVP, MVVM, VIPER, a Redux store, Smalltalk MVC, Model 2)",
        "to compare them.",
        "Commands are read from standard input, one a line; type 'help' once it runs.",
        "With a URL (https://stackoverflow.com/questions/ID, /q/ID or /a/ID, on any",
        "Stack Exchange site), it starts on that question, with the site's list beneath.",
        "",
        "Options:",
        "  --pattern mvc|mvp|mvvm|viper|redux|smalltalk|model2",
        "                                 architecture to run (default viper)",
        "  --source offline|live          embedded data set or the live API (default offline)",
        "  --site NAME                    Stack Exchange site (default stackoverflow)",
        "  --sort activity|votes|creation order of the list (default activity)",
        "  --tag TAG                      only questions with this tag",
        "  --page-size N                  questions a page, 1-100 (default 30)",
        "  --api-base URL                 base URL of the API (live only)",
        "  --width N                      columns to lay out for, 20-1000 (default: the",
        "                                 COLUMNS variable, else the terminal's, followed",
        "                                 as it is resized, else 80)",
        "  --columns auto|1|2|3|4         the list in columns, each row where the column is",
        "                                 shortest (auto: as many of 60 as fit, up to 4)",
        "  --color auto|always|never      colour (auto: on a terminal without NO_COLOR)",
        "  --data-dir DIR                 the folder of saved questions (default:",
        "                                 $XDG_DATA_HOME/questions, else",
        "                                 ~/.local/share/questions), made at the first save",
        "  --ui lines|screen              the line front, read a command a line (default),",
        "                                 or the full screen, driven by keys (press ? there)",
        "  --trace                        write each call across a layer boundary on stderr",
        "  --trace-file PATH              write the trace to PATH instead (the one way",
        "                                 to trace --ui screen)",
        "  --help                         this help",
        "  --version                      the version",
        "",
        "Environment: STACKEXCHANGE_KEY (API key for live data), COLUMNS, NO_COLOR,",
        "XDG_DATA_HOME.",
    ]
}
