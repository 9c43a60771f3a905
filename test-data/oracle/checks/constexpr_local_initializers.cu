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
// A const local is a constant only if its initializer is one (for array
// bounds in device code too).
__device__ int gd();
void h2(int a) {
    const int z = g();
    constexpr int w = z;
    const int p = a * 2;
    constexpr int q = p + 1;
    const int r = 3;
    const int t = r + 1;
    constexpr int u = t;
    (void)w; (void)q; (void)u;
}
__device__ void d(int n) {
    const int m = n;
    int arr[m]; (void)arr;
    const int k = gd();
    int arr2[k]; (void)arr2;
}
