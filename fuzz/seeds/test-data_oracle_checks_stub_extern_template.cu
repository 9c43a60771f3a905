// an extern kernel template instantiation with -static-global-template-stub=true
// in whole-program mode.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -static-global-template-stub=true
template <class T> __global__ void k3(T *p) { }
extern template __global__ void k3<int>(int *p);
void h(int *p) { k3<<<1, 1>>>(p); }
