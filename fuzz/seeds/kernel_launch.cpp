// Kernel launches: plain, with a template-id, with all four configuration
// arguments, with `>` and `>>` inside, and nested in expressions.
template <typename T> __attribute__((global)) void k(T *p, int n);
struct dim3 { unsigned x, y, z; dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1); };
template <int N> struct cfg { static const int threads = N; };
void run(float *p, int n, void *stream) {
    k<<<1, 32>>>(p, n);
    k<float><<<dim3(n / 32 + 1), dim3(32, 1), 0, (decltype(stream))stream>>>(p, n);
    k<<<(n > 32 ? 2 : 1), cfg<(64 >> 1)>::threads>>>(p, n);
    k<<<n >> 5, 32>>>(p, n), k<<<1, 1>>>(p, 0);
}
