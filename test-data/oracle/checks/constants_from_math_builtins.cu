// A constexpr function computed by a math builtin EDG leaves to run time
// (sqrt, acos, floor; not fabs, ceil, copysign) initializes a namespace
// const dynamically: not reported unreferenced
#include <cmath>
int g();
const float A = 3.14f;
const float B = std::acos(-1.0f);
const int C = g();
const int D = 2 + 3;
static int E = g();
static int F = 3;
const float G = acosf(-1.0f);
constexpr float H = 1.0f;
constexpr float m1(float x) { return __builtin_acosf(x); }
constexpr float m2(float x) { return __builtin_fabsf(x); }
constexpr float m3(float x) { return __builtin_sqrtf(x); }
constexpr double m4() { return __builtin_huge_val(); }
constexpr float m5(float x) { return __builtin_copysignf(x, -1.0f); }
constexpr int m6(int x) { return __builtin_abs(x); }
constexpr float m7(float x) { return __builtin_floorf(x); }
constexpr int m8(unsigned x) { return __builtin_popcount(x); }
constexpr float m9(float x) { return __builtin_fmaxf(x, 1.0f); }
const float BA = m1(1.0f);
const float BB = m2(1.0f);
const float BC = m3(1.0f);
const double BD = m4();
const float BE = m5(1.0f);
const int BF = m6(1);
const float BG = m7(1.0f);
const int BH = m8(1);
const float BI = m9(1.0f);
int main() { return 0; }
