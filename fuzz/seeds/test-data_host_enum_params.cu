// Enumerations as kernel parameters: unscoped, scoped with an underlying
// type, and in a namespace.
enum Color { Red, Green, Blue };
enum class Small : unsigned char { A, B };
enum class Wide : long long { X = 1LL << 40 };
namespace gfx { enum Filter { Nearest, Linear }; }

__global__ void paint(Color c, Small s, Wide w, gfx::Filter f, int tail)
{
}

int main()
{
    paint<<<1, 1>>>(Green, Small::B, Wide::X, gfx::Linear, 7);
    return 0;
}
