// A function defined twice is a redefinition, whatever the execution
// spaces of the two (no "redeclared with __device__" merge warning, and
// no #177 for it); a declaration followed by a definition is not. A call
// to the only function of its name with the wrong number of arguments is
// "too few" or "too many arguments in function call" (default arguments
// and an ellipsis counted).
void twice() {}
void twice() {}
__host__ int spaces() { return 1; }
__device__ int spaces() { return 2; }
int params(int) { return 1; }
int params(int x) { return x; }
inline int inlined() { return 1; }
inline int inlined() { return 2; }
static int internal() { return 1; }
int internal() { return 2; }
int declared(int);
int declared(int x) { return x; }
__device__ int merged(int);
__host__ __device__ int merged(int x) { return x; }

int one(int);
int defaults(int, int = 3);
int ellipsis(int, ...);
namespace ns { int qualified(int); }
int calls() {
  int a = defaults();
  int b = defaults(1, 2, 3);
  int c = ellipsis();
  int d = ellipsis(1, 2, 3, 4);
  int e = ns::qualified();
  int f = defaults(1) + defaults(1, 2) + ellipsis(1) + declared(2);
  return a + b + c + d + e + f;
}
__global__ void kernel(int *out) { out[0] = one(); }
// "too many" points at the first argument too many
int spread() {
  return one(1,
             2);
}
