// Two definitions of the same parameters that surely return different
// types overload by return type alone; a typedef of the same type is a
// redefinition.
struct A {}; struct B {};
__host__ A dh() { return A(); }
__device__ B dh() { return B(); }
int f1() { return 0; }
long f1() { return 0; }
typedef int I;
I f3() { return 0; }
int f3() { return 0; }
