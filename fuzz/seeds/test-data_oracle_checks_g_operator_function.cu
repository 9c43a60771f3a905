// operator functions cannot be kernels (operator delete is implicitly noexcept).
// ORACLE-HEADERS: mini
struct S { int v; };
__global__ void operator+(S a, S b) { }
__global__ void *operator new(unsigned long n);
__global__ void operator delete(void *p);
