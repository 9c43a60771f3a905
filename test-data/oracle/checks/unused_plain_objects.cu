// A local of a class that runs no code of the program to make or destroy
// (scalar members, constexpr or no constructors, no destructor: dim3, a
// plain struct), constructed from constants, is reported unused (#177)
// like a scalar; one with a user constructor or destructor is not.
struct Pod { int a; };
struct CtorC { constexpr CtorC(int x = 1) : a(x) {} int a; };
struct CtorN { CtorN() { } int a; };
struct Dtor { ~Dtor() {} int a; };
struct CtorCD { __host__ __device__ constexpr CtorCD(int x = 1) : a(x) {} int a; };
__device__ void f() {
    Pod p;
    CtorC c;
    CtorN n;
    Dtor d;
    CtorCD cd;
    CtorCD cd2(3);
    dim3 g;
    dim3 g2(4, 1);
}
