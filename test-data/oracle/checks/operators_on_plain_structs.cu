// Builtin operators on objects of classes without operators (CUDA's vector
// types are plain structs): "no operator ... matches these operands" with
// the operand types and a note per built-in candidate (#3328); members'
// types come from their classes; an erroneous initializer is not judged.
struct P { int x; };
__device__ void f(float a, float2 b, float2 c, int4 d, P p, P q, float *ptr) {
  float2 r1 = a * b;
  float2 r2 = b + c;
  float2 r3 = b * 2.0f;
  int4 r4 = d - d;
  P r5 = p + q;
  bool r6 = b == c;
  float2 r7 = -b;
  b += c;
  float r8 = a + p;
  float *r9 = ptr + b;
  (void)r1; (void)r2; (void)r3; (void)r4; (void)r5; (void)r6; (void)r7; (void)r8; (void)r9;
}
__device__ void f2(float a, float2 b, float2 c, int *ip) {
  float2 r1 = b / c;
  int4 i4; int4 r2 = i4 % i4;
  bool r3 = b < c;
  bool r4 = b != c;
  b -= c;
  b *= a;
  b /= a;
  float2 r5 = b - a;
  float2 r6 = ip - b;
  bool r7 = b > c;
  bool r8 = b <= c;
  int4 r9 = i4 & i4;
  (void)r1; (void)r2; (void)r3; (void)r4; (void)r5; (void)r6; (void)r7; (void)r8; (void)r9;
}
struct BL2 { float2 CP[3]; int n; };
__global__ void k2(BL2 *b, float2 p) {
  float B3u[3];
  float2 a1 = B3u[0] * p;
  float2 a2 = 1.0f * b[0].CP[0];
  float2 a3 = 1.0f * b->CP[0];
  BL2 l;
  float2 a4 = 1.0f * l.CP[0];
  (void)a1; (void)a2; (void)a3; (void)a4;
}
