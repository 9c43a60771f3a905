// later-phase (no position) cross-space errors in instances of device
// templates: caller named with its template arguments.
// ORACLE-HEADERS: mini
int hf(int x) { return x; }
template <class T> __device__ T td(T x) { return hf(x); }
template <class T> __global__ void tk(T *p) { p[0] = td(p[0]); }
void launch(int *p, float *q) { tk<<<1, 1>>>(p); tk<<<1, 1>>>(q); }
