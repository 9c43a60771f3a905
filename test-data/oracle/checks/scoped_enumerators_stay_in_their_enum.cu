// A scoped enumeration's enumerators are named through it: they declare
// nothing in the enclosing scope (<system_error>'s `io_errc::stream` does
// not make `stream` known).
enum class io_state { stream = 1, closed };
namespace lib {
enum class mode : int { fast, exact };
enum plain { first, second };
}

void use() {
    io_state s = io_state::stream;
    lib::mode m = lib::mode::fast;
    int a = lib::first;
    stream(1);
    int b = closed;
    int c = exact;
    (void)s; (void)m; (void)a; (void)b; (void)c;
}
