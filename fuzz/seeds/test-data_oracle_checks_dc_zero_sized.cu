// zero-sized parameters and variables in device code.
// ORACLE-HEADERS: mini
struct Z { int a[0]; };
__device__ void d1(Z z) { }
__device__ int d2() { int arr[0]; Z z; return sizeof(arr) + sizeof(z); }
void h(Z z) { int arr[0]; (void)arr; }
