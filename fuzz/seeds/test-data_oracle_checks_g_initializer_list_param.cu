// std::initializer_list parameters on kernels and kernel templates.
// ORACLE-HEADERS: mini
#include <initializer_list>
__global__ void k1(std::initializer_list<int> l) { }
template <class T> __global__ void k2(std::initializer_list<T> l) { }
__device__ void d1(std::initializer_list<int> l) { }
