// hd -> host warning #20011 (device side): every non-template hd function, and a template
// only per instantiation (caller "hd_tmpl<int> "); an uninstantiated template is silent.
// ORACLE-HEADERS: mini
int host_only(int x) { return x; }
__host__ __device__ int hd_plain(int x) { return host_only(x); }
template <class T> __host__ __device__ T hd_tmpl(T x) { return host_only(x); }
template <class T> __host__ __device__ T hd_never(T x) { return host_only(x); }
int main() { return hd_tmpl(1); }
