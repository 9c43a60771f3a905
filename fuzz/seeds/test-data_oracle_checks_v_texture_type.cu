// variables of a texture type (__device_builtin_texture_type__) in device code.
// ORACLE-HEADERS: mini
struct __device_builtin__ __device_builtin_texture_type__ mytex { int x; };
mytex t1;
__device__ int d1() { mytex &r = t1; return r.x; }
__device__ const mytex *d2() { return &t1; }
inline namespace { mytex t2; }
int h() { return t2.x; }
