// exception specifications on kernels, including noexcept(false) and throw().
// ORACLE-HEADERS: mini
__global__ void k1(int *p) noexcept { }
__global__ void k2(int *p) noexcept(true) { }
__global__ void k3(int *p) throw() { }
template <class T> __global__ void k4(T *p) noexcept { }
__global__ void k5(int *p) noexcept(false) { }
__global__ void k6(int *p) { }
