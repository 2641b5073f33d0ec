// The system's SQLite, as the SQLiteStore module reaches it: a system-library target, not a package.
#include <sqlite3.h>
