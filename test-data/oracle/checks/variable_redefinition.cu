// A namespace-scope variable defined twice: any declaration without
// `extern`, or with an initializer, defines it, whatever its memory
// space. Declarations, other scopes, qualified definitions and variable
// template specializations are no redefinitions.
__device__ int a;
__device__ int a;
int b;
__device__ int b;
__constant__ int c[2];
__constant__ int c[2] = {1, 2};
namespace { int d; int d; }
extern int e;
extern int e = 1;
int e;
namespace n { int q; }
namespace n { int q = 1; }
static int w;
static int w;

// valid
namespace ns { extern int v; }
int ns::v = 1;
int v = 2;
struct A { static int m; };
struct B { static int m; };
int A::m;
int B::m;
extern "C" int c1;
int c1;
extern "C" { int c2; }
template <class T> T pi = T(3);
template <> float pi<float> = 3.1f;
int main() { return v + A::m + B::m + c1 + c2 + w; }
