// Device side (cicc): host function template callees ("T1  ::th<int> (T1)") and
// template-instance callers ("td<int> "), identifier names with template arguments.
// ORACLE-HEADERS: mini
template <class T> T th(T x) { return x; }
template <class T, class U> int t2(T a, U b) { return 0; }
template <class T> __device__ int td(T x) { return th(x) + t2(x, 1.0f); }
__global__ void k(int *p) { p[0] = td(p[0]); }
