// __grid_constant__ must agree over redeclarations, specializations and
// explicit instantiations.
// ORACLE-HEADERS: mini
struct S { int a; };
__global__ void k1(const __grid_constant__ S s);
__global__ void k1(const S s) { }
__global__ void k2(const S s);
__global__ void k2(const __grid_constant__ S s) { }
template <class T> __global__ void t1(const __grid_constant__ T s);
template <class T> __global__ void t1(const T s) { }
template <class T> __global__ void t2(const __grid_constant__ T s) { }
template <> __global__ void t2<int>(const int s) { }
template <class T> __global__ void t3(const T s) { }
template __global__ void t3<float>(const __grid_constant__ float s);
__global__ void k3(const __grid_constant__ S s);
__global__ void k3(const __grid_constant__ S s) { }
