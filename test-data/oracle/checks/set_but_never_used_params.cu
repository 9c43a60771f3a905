// cicc's #550 on a scalar parameter that is only assigned, in every
// function it parses (host ones too); a variable initialized from an
// erroneous expression is not reported, one assigned from it is.
__global__ void kernel_param(int a) { a = 1; }
void host_param(int a, float *p) { a = 1; p = 0; }
__device__ int read_param(int a) { a = 2; return a; }
__device__ void incremented(int a) { a++; }
__global__ void assigned_from_error(int a) { a = missing1; }
__global__ void local_assigned(int *p) { int b; b = missing2; }
__global__ void local_initialized(int *p) { int c = missing3; }
__global__ void set_twice(int *p) { int d = 0; d = 1; d = missing4; }
