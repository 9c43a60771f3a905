// a texture variable as the non-type template argument of device code.
// ORACLE-HEADERS: mini
struct __device_builtin__ __device_builtin_texture_type__ mytex { int x; };
mytex t1;
template <mytex *T> __device__ int tt() { return 0; }
__global__ void k(int *p) { *p = tt<&t1>(); }
