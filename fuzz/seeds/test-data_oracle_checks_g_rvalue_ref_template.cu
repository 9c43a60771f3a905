// rvalue reference parameters: reported by cicc, for a template per
// instance whose parameter is an rvalue reference.
// ORACLE-HEADERS: mini
__global__ void k3(int &&r) { }
template <class T> __global__ void k4(T &&r) { }
void h2(int *p) { k4<<<1, 1>>>(*p); k4<<<1, 1>>>(1); }
