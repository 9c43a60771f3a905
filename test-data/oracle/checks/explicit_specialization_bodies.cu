// The body of an explicit specialization is checked as a plain function's
// (not as a template's, which waits for its instances); in a template's
// instance, what is judged where the template is written comes first on
// its line.
struct C { constexpr C() {} };
void h();
template <class T> __global__ void bar() {
    static __device__ C sd;
    T unused_t;
}
template <> __global__ void bar<int>() {
    static __device__ C sd;
    int unused;
}
template <class T> void hb(T) {}
template <> void hb<float>(float) { int z; }
template <class T> T twice(T x) { return x + x; }
template <> double twice<double>(double x) { double y; return x * 2; }
void k() { bar<long><<<1, 1>>>(); hb(1.0f); twice(2.0); }
