// A constexpr local whose initializer is no constant expression: #28 with a
// note for the parameter or non-constant local it reads (not in sizeof), or
// for the non-constexpr function it calls; the local may still be unused.
// In a template, judged in each instance.
int g();
constexpr int cg() { return 1; }
void h(int a, const int **pp, const int k) {
    constexpr int b = sizeof(a);
    constexpr int c = a + 1;
    constexpr int d = **pp;
    int x = 1;
    constexpr int e = x;
    const int y = 2;
    constexpr int f = y * 2;
    constexpr int v = g();
    constexpr int u = cg();
    static constexpr int s = a;
    constexpr int kk = k;
    (void)b; (void)c; (void)e; (void)f; (void)v; (void)u; (void)s;
}
template <typename T>
__host__ __device__ void foo(const T **a) {
    constexpr T e = sizeof(a);
    constexpr T f = **a;
    a[0] = &e;
}
__device__ void dev(const int **a) { foo(a); }
