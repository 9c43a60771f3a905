// Host side in templates: a non-dependent host->device call is reported once at the template
// definition (even uninstantiated); a dependent one is never reported, even when instantiated.
// ORACLE-HEADERS: mini
__device__ int dd(int x) { return x; }
template <class T> int t_nondep(T x) { return dd(1); }
template <class T> int t_dep(T x) { return dd(x); }
template <class T> __host__ __device__ int thd_dep(T x) { return dd(x); }
template <class T> struct TS { static int f(T x) { return dd(x); } };
int user() { return t_dep(1) + thd_dep(2) + TS<int>::f(3); }
__global__ void k(int *p) { p[0] = thd_dep(p[0]); }
