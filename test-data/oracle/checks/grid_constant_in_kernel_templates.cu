// A kernel template's __grid_constant__ parameters, dependent or not, are
// checked in its instances only.
struct S { int a; };
template <typename T> __global__ void t1(__grid_constant__ S arg, T d) {}
template <typename T> __global__ void t2(__grid_constant__ T arg) {}
__global__ void k1(__grid_constant__ S arg) {}
void h() { t1<<<1,1>>>(S{}, 1); t2<<<1,1>>>(2); }
template <typename T> __global__ void t3(__grid_constant__ S arg, T d) {}
