// -Wmissing-launch-bounds: every kernel declaration without __launch_bounds__, and
// (cicc) every kernel template instance.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -Wmissing-launch-bounds
__global__ void k1(int *p);
__global__ void k1(int *p) { }
__global__ void __launch_bounds__(64) k2(int *p) { }
template <class T> __global__ void k3(T *p) { }
__global__ void __maxnreg__(32) k4(int *p) { }
__global__ void k5(int *p);
void h(int *p) { k3<<<1, 1>>>(p); }
