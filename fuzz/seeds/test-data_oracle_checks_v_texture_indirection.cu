// device code reaching a texture variable through a pointer.
// ORACLE-HEADERS: mini
struct __device_builtin__ __device_builtin_texture_type__ mytex { int x; };
mytex t1;
__device__ int d3(mytex *p) { return (*p).x + p->x; }
__device__ int d4() { mytex *q = 0; return q->x; }
