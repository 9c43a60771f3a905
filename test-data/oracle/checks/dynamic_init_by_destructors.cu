// A user-provided destructor that does something (a body with statements,
// or none in the unit) makes the initialization of a __device__ variable
// or a function-scope __shared__ one dynamic, of a union too; an empty one
// does not.
struct S1 { int a; __device__ S1() {} __device__ ~S1() { a = 4; } };
struct S2 { int a; __device__ ~S2() { a = 4; } };
struct S3 { int a; __device__ ~S3() {} };
union U1 { int a; __device__ U1() {} __device__ ~U1() { a = 4; } };
struct S4 { int a; __device__ ~S4(); };
__device__ S1 s1;
__device__ S2 s2;
__device__ S3 s3;
__device__ U1 u1;
__device__ S4 s4;
__device__ void f() { __shared__ S1 a; __shared__ S2 b; __shared__ S3 c; __shared__ U1 d; }
