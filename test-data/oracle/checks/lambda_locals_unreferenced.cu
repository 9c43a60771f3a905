// Unused lambda objects in host functions: cicc reports them like scalars (#177).
int main() {
    auto lam = [] (int x) { return x * 2; };
    int y = 3;
    auto lam2 = [](int x) { return x; };
    lam2(1);
    return 0;
}
void f() {
    auto g = [] { return 1; };
}
