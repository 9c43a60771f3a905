// static_assert conditions with sizeof of builtin types (LP64) and
// namespace-scope constants, at namespace and block scope.
static_assert(sizeof(int) == 8, "a");
constexpr int v = 3;
static_assert(v == 4, "d");
void f() { static_assert(sizeof(int) == 8, "fn sizeof"); }
static_assert(sizeof(long) == 8 && sizeof(char *) == 8 && sizeof(short) == 2, "lp64");
constexpr int w = v + 1;
static_assert(w * 2 == 8, "derived");
static_assert(w != 4, "derived false");
