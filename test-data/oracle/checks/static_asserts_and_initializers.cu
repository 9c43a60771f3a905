// A static_assert whose condition is false: "static assertion failed with
// "msg"" (or without a message), with the note #3453 giving a comparison's
// values; at namespace and block scope, both sides; not in a template before
// its instances. An array given more initializers than its bound: #146 "too
// many initializer values" (the local is still set: #550 follows); with
// brace elision the scalars of all the dimensions count.
static_assert(false, "nope");
static_assert(1 == 2, "eq");
static_assert(3 > 4);
static_assert(1 + 1 == 2, "fine");
void s1() { static_assert(0, "local"); }
template <class T> void s2() { static_assert(sizeof(T) == 0, "dep"); }
void c1() { int a[2] = {1, 2, 3}; (void)a; }
void c2() { int a[3] = {1, 2}; (void)a; }
int g[2] = {1, 2, 3};
void c6() { char s[2] = {'a', 'b', 'c'}; (void)s; }
__device__ int d[1] = {1, 2};
void e1() { int m[3][2] = {1, 2, 3, 4, 5, 6}; (void)m; }
void e2() { int m[3][2] = {1, 2, 3, 4, 5, 6, 7}; (void)m; }
void e3() { int m[2][2] = {{1, 2}, {3, 4}, {5, 6}}; (void)m; }
void e4() { int m[2][2] = {{1, 2}, 3, 4}; (void)m; }
