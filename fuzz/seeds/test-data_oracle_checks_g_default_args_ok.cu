// default arguments on kernels and kernel templates are accepted.
// ORACLE-HEADERS: mini
__global__ void k1(int *p, int n = 4) { p[0] = n; }
template <class T> __global__ void k2(T *p, int n = 4) { p[0] = n; }
__global__ void k3(int *p = nullptr) { }
void h(int *p) { k1<<<1, 1>>>(p); k2<<<1, 1>>>(p); k3<<<1, 1>>>(); }
