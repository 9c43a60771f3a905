// Unused internal functions of the main file get #177 on the device side,
// inline and constexpr ones too; those of headers do not.
inline int i1(int c) { return c; }
static inline int i2(int c) { return c; }
static __forceinline__ __device__ int i3(int c) { return c; }
namespace { inline int i4(int c) { return c; } int i5(int c) { return c; } }
static inline int i6(int c);
static inline int i6(int c) { return c; }
static __inline__ int i7(int c) { return c; }
struct S { static inline int m(int c) { return c; } };
static constexpr int i8(int c) { return c; }
static inline int used(int c) { return c; }
int main() { return used(1); }
