// A const scalar or pointer local, or an array of const scalars, needs an
// initializer, as do constexpr and auto ones; a pointer to const, an
// extern declaration, a class with a default constructor, a range-for
// variable and a catch parameter do not.
struct Q { Q(); int b; };
void f(int n) {
    const int c;
    const int *pc;
    int *const cp;
    static const int sc;
    extern const int ec;
    const Q q;
    const int ok = 1;
    const int arr[3];
    const int a, b = 2;
    for (const int x : {1, 2}) { (void)x; }
    try { } catch (const int e) { (void)e; }
    auto z;
    const auto w;
    constexpr int ce = 3;
    (void)c; (void)pc; (void)cp; (void)sc; (void)q; (void)ok; (void)n;
    (void)arr; (void)a; (void)b; (void)ce;
}
__device__ void d() { const float h; (void)h; }
