// #177 for an unreferenced internal variable, unless its initialization
// calls a function that is not constexpr: in the initializer (through an
// object, in a lambda called there), or a user-provided constructor or
// destructor of its class (even an empty one), of a member or a base.
// A local, a data member or a parameter of the same name is no reference
// to it.
int hf() { return 1; }
constexpr int cf() { return 1; }
__device__ int df() { return 1; }
int g = 3;
struct S { int m; int get() { return m; } constexpr int cget() const { return 1; } };
S s;
static int a = hf();
static int b = g;
static int c = g + 1;
static int d = cf();
static int e = df();
static int f = s.get();
static int h = s.cget();
static int i = sizeof(hf());
static int *j = &g;
static int k = (hf(), 1);
namespace { int l = hf(); }
static const int m = hf();
static int n = [](){ return 1; }();
static int o = [](){ return hf(); }();
struct C { C() {} };
struct D { ~D() {} };
struct E { int m = 1; };
struct F { F(int) {} };
struct G { constexpr G(int) {} };
struct H { H() = default; };
struct I { C c; };
struct J : D { };
template <class T> struct TT { TT() {} };
struct M { M(); };
static C a1;
static D a2;
static E a3;
static F a4(1);
static G a5(1);
static H a6;
static I a7;
static J a8;
static TT<int> a9;
static M a10;
static F a11 = 1;
static C a12[2];
static E a13[2];
namespace ns { static int var2 = 1 + cf(); }
int user(int var2);
void loc() { int a5 = 1; }
int main() { return 0; }
