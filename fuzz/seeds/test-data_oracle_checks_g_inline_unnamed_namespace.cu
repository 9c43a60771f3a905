// kernels and device variables in an inline unnamed namespace.
// ORACLE-HEADERS: mini
inline namespace {
__global__ void k1(int *p) { }
template <class T> __global__ void k2(T *p) { }
__device__ int dv;
__constant__ int cv;
__device__ int use() { return dv + cv; }
}
__global__ void k0(int *p) { p[0] = use(); }
void launch(int *p) { k1<<<1, 1>>>(p); }
