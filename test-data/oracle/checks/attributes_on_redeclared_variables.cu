// A declaration's CUDA attribute that does not apply to a variable is
// reported once per declaration, after what declaring the name reports
// (incompatible or redefined) and before the type and the initializer.
void fn(int) {}
__host__ int fn(3);
void fn2(int) {}
__host__
int
fn2(3);
void f2(int) {}
__host__ int f2 = undefined_thing;
int q;
__host__ int x1 = q, f3;
int v = 1; __host__ int v = 2;
__host__ void h2(int);
__host__ __device__ void h2(5);
struct S { __device__ int a, b; };
__host__ int x4, x5;
