// front-end errors in template instances carry the instantiation context,
// one level or several ("detected during:").
// ORACLE-HEADERS: mini
constexpr int cx(int x) { return x + 1; }
template <class T> __device__ T td(T x) { return cx(x); }
template <class T> __global__ void tk(T *p) { p[0] = td(p[0]); }
void launch(int *p) { tk<<<1, 1>>>(p); }
