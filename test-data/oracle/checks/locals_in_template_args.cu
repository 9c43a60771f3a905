// Local constants named only in template arguments or array bounds are
// referenced: no #177 for them, in templates and their instances too.
template <int D, int C, bool B> __global__ void kern(float *p) { p[0] = D + C + B; }
template <int D, int C, bool B> void launch(float *p) { kern<D, C, B><<<1, 1>>>(p); }
template <int D> void pick(float *p, int n) {
    if (n == 1) {
        constexpr int cols = 1;
        constexpr bool soft = false;
        launch<D, cols, soft>(p);
        return;
    }
    constexpr int cols = 2;
    launch<D, cols, true>(p);
}
__device__ float sum4(const float *in) {
    constexpr int n = 4;
    float buf[n] = {};
    for (int i = 0; i < 4; ++i) buf[i] = in[i];
    return buf[0] + buf[3];
}
void run(float *p) { pick<64>(p, 1); }
