// A new expression constructs its object with the class's constructor,
// checked like any call (no destructor follows). Without <new>, a
// placement new finds no operator new on the host side: #384 with the
// implicitly declared candidates as notes without position.
struct S { __device__ S() {} };
struct H { H() {} };
__host__ __device__ void placement_new(char *ptr) { ::new(ptr) S(); }
__host__ __device__ void plain_new() { S *p = new S(); (void)p; }
__host__ __device__ void h_new(void *ptr) { new(ptr) H(); }
void k(float *f) { new(f) int(3); }
struct H2 { H2() {} ~H2() {} };
__device__ void d_new() { H2 *h = new H2; (void)h; }
