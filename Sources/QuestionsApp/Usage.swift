/// The text of `--help`, and of the usage after a bad option.
enum Usage {
    static let lines = [
        "Usage: questions [options]",
        "",
        "Reads a Stack Exchange site's top questions in the terminal, built once per",
        "architecture (MVC, MVVM, VIPER, a Redux store) so the patterns can be compared.",
        "Commands are read from standard input, one a line; type 'help' once it runs.",
        "",
        "Options:",
        "  --pattern mvc|mvvm|viper|redux architecture to run (default viper)",
        "  --source offline|live          embedded data set or the live API (default offline)",
        "  --site NAME                    Stack Exchange site (default stackoverflow)",
        "  --sort activity|votes|creation order of the list (default activity)",
        "  --tag TAG                      only questions with this tag",
        "  --page-size N                  questions a page, 1-100 (default 30)",
        "  --api-base URL                 base URL of the API (live only)",
        "  --width N                      columns to lay out for (default: COLUMNS, else the",
        "                                 terminal's, followed as it is resized, else 80)",
        "  --columns auto|1|2|3|4         the list in columns, each row where the column is",
        "                                 shortest (auto: as many of 60 as fit, up to 4)",
        "  --color auto|always|never      colour (auto: on a terminal without NO_COLOR)",
        "  --trace                        write each call across a layer boundary on stderr",
        "  --help                         this help",
        "  --version                      the version",
        "",
        "Environment: STACKEXCHANGE_KEY (API key for live data), COLUMNS, NO_COLOR.",
    ]
}
