// A class whose constructors are all defaulted on their first declaration
// (or constexpr) constructs nothing: an unused object of it is #177.
struct A {};
struct B { int x; };
struct C { C() {} };
struct D { D() = default; int y; };
struct E { ~E() {} };
struct F { int z = 3; };
struct G { __device__ G() = default; };
__device__ void dv() { A a; B b; C c; D d; E e; F f; G g; }
void hv() { A a; B b; C c; D d; E e; F f; G g; }
